import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { InstrumentPicker } from './instrument-picker.tsx';

function Picker({ initial = [], max = 2 }: { initial?: string[]; max?: number }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <InstrumentPicker
        id="instruments"
        label="Instrumente"
        value={value}
        onChange={setValue}
        max={max}
        hint={`Höchstens ${max}`}
        noneText="Nichts gefunden"
        removeLabel={(name) => `${name} entfernen`}
      />
      <output aria-label="value">{value.join(',')}</output>
    </>
  );
}

describe('InstrumentPicker', () => {
  it('finds an instrument by its English name, shows it in German and stops at the maximum', async () => {
    renderWithProviders(<Picker initial={['drums']} />);
    const field = screen.getByRole('combobox', { name: /Instrumente/ });
    expect(field).toHaveAccessibleDescription('Höchstens 2');
    await userEvent.type(field, 'electric gui');
    await userEvent.click(await screen.findByRole('option', { name: 'E-Gitarre' }));
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('drums,e-guitar');
    // At the maximum nothing more is suggested, not even "nothing found".
    await userEvent.type(field, 'bass');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText('Nichts gefunden')).toBeNull();
  });

  it('removes a chip by its button and the last one with Backspace in the empty field', async () => {
    renderWithProviders(<Picker initial={['drums', 'e-guitar']} max={5} />);
    await userEvent.click(screen.getByRole('button', { name: 'Schlagzeug entfernen' }));
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(/^e-guitar$/);
    await userEvent.click(screen.getByRole('combobox', { name: /Instrumente/ }));
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('status', { name: 'value' })).toBeEmptyDOMElement();
  });
});
