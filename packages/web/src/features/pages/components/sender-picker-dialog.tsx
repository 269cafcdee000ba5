import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Picture } from '@backline/domain';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { useTranslation } from 'react-i18next';
import { meQuery, myPagesQuery } from '../api/pages-api.ts';
import { NativeDialog } from './native-dialog.tsx';

/** Who sends: the user themself, or one of their pages (sent as `x-object-user`). */
export type SenderChoice =
  { kind: 'user'; id: string; name: string } | { kind: 'page'; id: string; name: string };

/** The `objectUser` request option for a choice: the page's id, or none for the user. */
export const objectUserOf = (choice: SenderChoice): string | null =>
  choice.kind === 'page' ? choice.id : null;

export type SenderPickerDialogProps = {
  onSelect: (choice: SenderChoice) => void;
  onCancel: () => void;
};

type Option = SenderChoice & { picture: Picture | null; detail: string };

/**
 * 'Select sender' (spec section 2): the user (`GET /api/user/me`) and the pages they may act as
 * (`GET /api/user/pages`, those with `canActAs`: owner and admins, `canActAsPage`).
 */
export function SenderPickerDialog({ onSelect, onCancel }: SenderPickerDialogProps) {
  const { t } = useTranslation('pages');
  const me = useQuery(meQuery);
  const pages = useQuery(myPagesQuery);
  const user = me.data?.user;
  const options: Option[] = [];
  if (user) {
    options.push({
      kind: 'user',
      id: user.id,
      name: user.name,
      picture: user.picture,
      detail: t('sender.you'),
    });
  }
  for (const page of pages.data?.pages ?? []) {
    if (!page.canActAs) continue;
    options.push({
      kind: 'page',
      id: page.id,
      name: page.name,
      picture: page.picture,
      detail: t(`kinds.${page.kind}`),
    });
  }
  const loading = me.isPending || pages.isPending;

  return (
    <NativeDialog title={t('sender.title')} onClose={onCancel}>
      <ErrorAlert error={me.error ?? pages.error} sx={{ mb: 2 }} />
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} />
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {options.map((option) => (
            <li key={`${option.kind}:${option.id}`}>
              <ButtonBase
                onClick={() => onSelect({ kind: option.kind, id: option.id, name: option.name })}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  gap: 1.5,
                  p: 1,
                  borderRadius: 1,
                  textAlign: 'left',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <UserAvatar
                  name={option.name}
                  picture={option.picture}
                  seed={option.id}
                  shape={option.kind === 'page' ? 'rounded' : 'circular'}
                  decorative
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }} noWrap>
                    {option.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {option.detail}
                  </Typography>
                </Box>
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onCancel}>{t('sender.cancel')}</Button>
      </Box>
    </NativeDialog>
  );
}

export default SenderPickerDialog;
