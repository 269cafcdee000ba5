import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RegisterForm } from './register-form.tsx';

/** The query parameter of the activation mail's link: `/account?activate=<email>`. */
export const ACTIVATE_PARAM = 'activate';

/** The activation step is its own chunk: `/account`'s first load is at the bundle budget. */
const ActivationForm = lazy(() =>
  import('./activation-form.tsx').then((module) => ({ default: module.ActivationForm })),
);

/**
 * `/account`: step 1 creates the account, step 2 activates it with the mailed code. The step
 * lives in the address (`?activate=<email>`), so the mail's link opens step 2 directly.
 */
export function AccountScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const activateEmail = searchParams.get(ACTIVATE_PARAM)?.trim() ?? '';
  /** After a step change within the screen, focus goes to the next step's first field. */
  const [switched, setSwitched] = useState<{ from: string } | null>(null);

  const goTo = (email: string | null) => {
    setSwitched({ from: activateEmail });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (email === null) next.delete(ACTIVATE_PARAM);
        else next.set(ACTIVATE_PARAM, email);
        return next;
      },
      { replace: email === null },
    );
  };

  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', py: { xs: 2, sm: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {activateEmail ? (
          <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
            <ActivationForm
              key={activateEmail}
              email={activateEmail}
              focusOnOpen={switched !== null}
              onChangeEmail={() => goTo(null)}
            />
          </Suspense>
        ) : (
          <RegisterForm
            initialEmail={switched?.from}
            focusOnOpen={switched !== null}
            onRegistered={(email) => goTo(email)}
          />
        )}
      </Paper>
    </Box>
  );
}
