import Box from '@mui/material/Box';
import {
  PAY_KINDS,
  PAY_KINDS_WITH_AMOUNT,
  type OfferFormValues,
  type PayKind,
} from '@backline/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/ui/form/form-text-field.tsx';
import { FormNumberField, FormSelectField } from '../form-fields.tsx';
import { OfferFormSection, type OfferFormApi } from './offer-form-section.tsx';

const hasAmount = (kind: PayKind) => (PAY_KINDS_WITH_AMOUNT as readonly PayKind[]).includes(kind);

const PAY_LABEL = {
  pay: 'form.payPay',
  cost: 'form.payCost',
  negotiable: 'form.payNegotiable',
  none: 'form.payNone',
} as const satisfies Record<PayKind, string>;

/** Pay or cost, the backline, the conditions and the description of the gig. */
export function PaySection({ form, locked }: { form: OfferFormApi; locked: ReadonlySet<string> }) {
  const { t } = useTranslation('booking');
  const { control } = form;
  const payKind = useWatch({ control, name: 'pay.kind' });
  return (
    <OfferFormSection title={t('form.payTitle')}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField<OfferFormValues, PayKind>
          control={control}
          name="pay.kind"
          label={t('form.payKind')}
          disabled={locked.has('pay')}
          options={PAY_KINDS.map((kind) => ({ value: kind, label: t(PAY_LABEL[kind]) }))}
          onChanged={(kind) => {
            // An amount belongs to pay and cost only.
            if (!hasAmount(kind)) form.setValue('pay.amountCents', null);
          }}
        />
        {hasAmount(payKind) ? (
          <FormNumberField
            control={control}
            name="pay.amountCents"
            euros
            label={t('form.amount')}
            inputProps={{ min: 1, step: 'any' }}
            disabled={locked.has('pay')}
            margin="dense"
          />
        ) : null}
      </Box>
      {(['backline', 'conditions', 'description'] as const).map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={t(`form.${field}`)}
          multiline
          minRows={field === 'description' ? 4 : 2}
          disabled={field === 'conditions' && locked.has('conditions')}
          margin="dense"
        />
      ))}
    </OfferFormSection>
  );
}
