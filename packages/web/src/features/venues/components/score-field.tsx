import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { VenueRatingCriterion } from '@backline/domain';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../components/ui/form/field-error-text.ts';

/**
 * One criterion of the rate form: 1–5 stars as a group of radio buttons named by the criterion
 * ("Sound", then "4 von 5 Sternen"), its error under it.
 */
export function ScoreField<T extends FieldValues>({
  control,
  criterion,
}: {
  control: Control<T>;
  criterion: VenueRatingCriterion;
}) {
  const { t } = useTranslation('venues');
  const id = useId();
  const { field, fieldState } = useController({
    control,
    name: `scores.${criterion}` as Path<T>,
  });
  const errorText = useFieldErrorText()(fieldState.error);
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 0.75 }}
    >
      <Typography id={`${id}-label`} sx={{ minWidth: 150 }}>
        {t(`ratings.criteria.${criterion}`)}
      </Typography>
      <Rating
        name={`scores-${criterion}`}
        value={typeof field.value === 'number' && field.value > 0 ? field.value : null}
        onChange={(_, value) => field.onChange(value ?? 0)}
        getLabelText={(value) => t('ratings.stars', { value })}
        size="large"
      />
      {errorText ? (
        <FormHelperText error sx={{ width: '100%', mt: 0 }}>
          {errorText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
