import Box from '@mui/material/Box';
import VerifiedIcon from '@mui/icons-material/Verified';
import { isGemaBadgeVisible, type GemaBadgeVisibility } from '@backline/domain';
import { useTranslation } from 'react-i18next';

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
 * A plain outlined label (MUI's Chip would add about 2.6 KiB gzip to every screen using it).
 */
export function GemaBadge({ visibility, ownerIsVerified, viewerIsGemaMember }: GemaBadgeProps) {
  const { t } = useTranslation('gema');
  if (!isGemaBadgeVisible(visibility, viewerIsGemaMember, ownerIsVerified)) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 4,
        color: 'primary.main',
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      <VerifiedIcon sx={{ fontSize: '1rem' }} aria-hidden="true" />
      {t('badgeLabel')}
    </Box>
  );
}
