import { isValidElement } from 'preact';
import { useOptimistic } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('the React API as the web ships it', () => {
  it('renders through Preact, in tests as in the browser build', () => {
    expect(isValidElement(<div />)).toBe(true);
  });

  it('offers useOptimistic, which React Router imports, returning the passed state', () => {
    function Probe() {
      const [value] = useOptimistic('settled');
      return <p>{value}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
