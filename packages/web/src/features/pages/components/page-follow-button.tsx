import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export type PageFollowButtonProps = {
  following: boolean;
  onToggle: (follow: boolean) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/** Follow / unfollow a page: a toggle button, filled while not following (the invitation). */
export function PageFollowButton({
  following,
  onToggle,
  disabled,
  size = 'medium',
}: PageFollowButtonProps) {
  const { t } = useTranslation('pages');
  return (
    <Button
      variant={following ? 'outlined' : 'contained'}
      size={size}
      aria-pressed={following}
      onClick={() => onToggle(!following)}
      disabled={disabled}
    >
      {following ? t('detail.unfollow') : t('detail.follow')}
    </Button>
  );
}
