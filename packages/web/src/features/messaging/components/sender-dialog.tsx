import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Party } from '@backline/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';

export const senderKey = (party: Pick<Party, 'kind' | 'id'>) => `${party.kind}:${party.id}`;

export type SenderDialogProps = {
  open: boolean;
  /** The viewer first, then the pages they may write as. */
  senders: readonly Party[];
  /** The key (`page:abc12`) of the sender chosen so far. */
  chosen: string;
  onChoose: (sender: Party) => void;
  onCancel: () => void;
};

/** Spec section 6, "Select sender": the user or one of their pages writes this conversation. */
export function SenderDialog({ open, senders, chosen, onChoose, onCancel }: SenderDialogProps) {
  const { t } = useTranslation('messaging');
  const titleId = useId();
  const [value, setValue] = useState(chosen);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      slotProps={{ transition: { onEnter: () => setValue(chosen) } }}
    >
      <DialogTitle id={titleId}>{t('sender.choose')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('sender.text')}</DialogContentText>
        <RadioGroup
          aria-labelledby={titleId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {senders.map((sender) => (
            <FormControlLabel
              key={senderKey(sender)}
              value={senderKey(sender)}
              control={<Radio />}
              label={
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <UserAvatar
                    name={sender.name}
                    picture={sender.picture}
                    seed={sender.id}
                    size={32}
                    shape={sender.kind === 'page' ? 'rounded' : 'circular'}
                    decorative
                  />
                  {sender.kind === 'user' ? t('sender.you', { name: sender.name }) : sender.name}
                </span>
              }
              sx={{ my: 0.5 }}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('sender.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            const sender = senders.find((candidate) => senderKey(candidate) === value);
            if (sender) onChoose(sender);
          }}
        >
          {t('sender.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
