import { render, screen } from '@testing-library/react';
import { useOptimistic, version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

describe('the renderer the web ships with', () => {
  it('is React DOM 19, in the component tests as in the browser build', () => {
    expect(version).toMatch(/^19\./);
    expect(domVersion).toBe(version);
    render(<p data-testid="probe">probe</p>);
    const node = screen.getByTestId('probe');
    // React DOM keeps its fiber on every node it renders; no stand-in renderer does.
    expect(Object.keys(node).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  });

  it('has the React 19 hooks React Router uses for transitions', () => {
    function Probe() {
      const [value] = useOptimistic('settled');
      return <p>{value}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
