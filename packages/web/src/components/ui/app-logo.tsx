import Box from '@mui/material/Box';

/** Backline's mark: four level bars and the word mark, in the primary colour. */
export function AppLogo({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}
    >
      <Box
        component="svg"
        viewBox="0 0 512 512"
        aria-hidden="true"
        focusable="false"
        sx={{ width: size, height: size, flexShrink: 0 }}
      >
        <rect width="512" height="512" rx="112" fill="#1976D2" />
        <g fill="#fff">
          <rect x="112" y="280" width="48" height="120" rx="12" />
          <rect x="188" y="200" width="48" height="200" rx="12" />
          <rect x="264" y="112" width="48" height="288" rx="12" />
          <rect x="340" y="232" width="48" height="168" rx="12" />
        </g>
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: size * 0.72, letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        Backline
      </Box>
    </Box>
  );
}
