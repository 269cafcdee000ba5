import Container from '@mui/material/Container';
import { QrScanScreen } from '../../features/qr-login/components/qr-scan-screen.tsx';

export function Component() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <QrScanScreen />
    </Container>
  );
}
