import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type RadioChoiceProps<V extends string> = {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
};

/**
 * A group of native radio buttons: keyboard and screen reader behaviour from the browser, and no
 * MUI form controls in the administration chunk.
 */
export function RadioChoice<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: RadioChoiceProps<V>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => (
          <Box
            component="label"
            key={option.value}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.5,
              border: 1,
              borderColor: option.value === value ? 'primary.main' : 'divider',
              borderRadius: 1,
              cursor: 'pointer',
              '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
