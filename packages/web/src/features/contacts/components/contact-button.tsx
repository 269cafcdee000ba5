import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactCommand } from '@backline/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import {
  LazyConfirmDialog,
  preloadConfirmDialog,
} from '../../../components/ui/lazy-confirm-dialog.tsx';
import { useNotify } from '../../../components/ui/snackbar.tsx';
import { contactRelationQuery, contactsChanged, sendContactCommand } from '../api/contacts-api.ts';

export type ContactButtonProps = {
  /** The other user, whose profile shows the button. */
  userId: string;
  /** Their name, for the notices and the questions. */
  name: string;
  /**
   * What the buttons go into when there are any (a profile's sticky action bar on phones); with
   * nothing to act on (loading, blocked by the other) the frame is not rendered either.
   */
  frame?: (content: ReactNode) => ReactNode;
};

/**
 * The contact action of another user's profile: loads the relation and offers its primary
 * command (send a request, withdraw it, accept one, lift a block), and for a confirmed contact a
 * menu to remove or block. A refusal shows its catalogue text below. Someone who blocked the
 * viewer shows nothing to act on. Self-contained (its own query and texts), so a profile screen
 * can load it lazily:
 * `lazy(() => import('…/contact-button.tsx').then((m) => ({ default: m.ContactButton })))`.
 */
export function ContactButton({ userId, name, frame = (content) => content }: ContactButtonProps) {
  const { t } = useTranslation('contacts');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const relation = useQuery(contactRelationQuery(userId));
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<'remove' | 'block' | null>(null);
  const command = useMutation({
    mutationFn: (next: ContactCommand) => sendContactCommand(userId, next),
    onSuccess: (_answer, next) => notify({ message: t(`done.${next}`, { name }) }),
    onSettled: async (answer) => {
      await contactsChanged(queryClient, answer);
      // A refusal: the relation changed elsewhere, so ask for it again.
      if (!answer) await queryClient.invalidateQueries(contactRelationQuery(userId));
    },
  });

  const state = relation.data?.state;
  if (!state || state === 'blockedMe') return null;
  const busy = command.isPending;
  const run = (next: ContactCommand) => command.mutate(next);

  let buttons;
  switch (state) {
    case 'none':
      buttons = (
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          disabled={busy}
          onClick={() => run('request')}
        >
          {t('actions.request')}
        </Button>
      );
      break;
    case 'outgoing':
      buttons = (
        <Button variant="outlined" disabled={busy} onClick={() => run('revoke')}>
          {t('actions.revoke')}
        </Button>
      );
      break;
    case 'incoming':
      buttons = (
        <>
          <Button
            variant="contained"
            startIcon={<CheckIcon />}
            disabled={busy}
            onClick={() => run('confirm')}
          >
            {t('button.confirmRequest')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => run('decline')}>
            {t('actions.decline')}
          </Button>
        </>
      );
      break;
    case 'confirmed':
      buttons = (
        <>
          <Button
            variant="outlined"
            startIcon={<CheckIcon />}
            endIcon={<ExpandMoreIcon />}
            disabled={busy}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? true : undefined}
            onPointerEnter={preloadConfirmDialog}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            {t('button.contact')}
          </Button>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
          >
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                setAsking('remove');
              }}
            >
              <ListItemIcon>
                <PersonRemoveIcon fontSize="small" />
              </ListItemIcon>
              {t('button.removeContact')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                setAsking('block');
              }}
            >
              <ListItemIcon>
                <BlockIcon fontSize="small" />
              </ListItemIcon>
              {t('actions.block')}
            </MenuItem>
          </Menu>
        </>
      );
      break;
    case 'blocked':
      buttons = (
        <Button variant="outlined" disabled={busy} onClick={() => run('unblock')}>
          {t('actions.unblock')}
        </Button>
      );
      break;
  }

  return frame(
    <Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {buttons}
      </Stack>
      <ErrorAlert error={command.error} sx={{ mt: 1 }} />
      <LazyConfirmDialog
        open={asking !== null}
        title={asking === 'block' ? t('confirmBlock.title', { name }) : t('confirmRemove.title')}
        text={asking === 'block' ? t('confirmBlock.text') : t('confirmRemove.text', { name })}
        cancelLabel={t('cancel')}
        confirmLabel={asking === 'block' ? t('confirmBlock.confirm') : t('confirmRemove.confirm')}
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) run(asking);
          setAsking(null);
        }}
      />
    </Box>,
  );
}
