import VerifiedIcon from '@mui/icons-material/Verified';
import { isGemaBadgeVisible, type GemaBadgeVisibility } from '@backline/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

export type GemaBadgeProps = {
  /** The owner's chosen visibility. */
  visibility: GemaBadgeVisibility;
  /** Whether the owner is a verified member. */
  ownerIsVerified: boolean;
  /** Whether the person looking is a verified member. */
  viewerIsGemaMember: boolean;
};

/**
 * The 'GEMA member' badge, shown only when the members-only policy says the viewer may see it.
 * The design system's `Badge` (MUI's Chip would add about 2.6 KiB gzip to every screen using it).
 */
export function GemaBadge({ visibility, ownerIsVerified, viewerIsGemaMember }: GemaBadgeProps) {
  const { t } = useTranslation('gema');
  if (!isGemaBadgeVisible(visibility, viewerIsGemaMember, ownerIsVerified)) return null;
  return (
    <Badge tone="primary" icon={<VerifiedIcon aria-hidden="true" />}>
      {t('badgeLabel')}
    </Badge>
  );
}
