import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@backline/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { UploadStatus } from './upload-status.tsx';

/**
 * The progress display itself (in the component tests MSW reports an XHR upload's progress only
 * once the body is sent, so the steps in between are shown here with their state).
 */
describe('UploadStatus', () => {
  it('shows the percentage on the bar and says it in steps of ten, with Cancel', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <UploadStatus
        state={{ status: 'uploading', name: 'rider.pdf', fraction: 0.57 }}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toHaveAttribute(
      'aria-valuenow',
      '57',
    );
    expect(screen.getByRole('status')).toHaveTextContent('rider.pdf: 50 % hochgeladen');
    await user.click(screen.getByRole('button', { name: 'Upload abbrechen' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says the server is working once the body is sent', () => {
    renderWithProviders(
      <UploadStatus state={{ status: 'processing', name: 'rider.pdf' }} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('status')).toHaveTextContent('rider.pdf');
  });

  it('shows a failure in the catalogue wording, without the bar', () => {
    renderWithProviders(
      <UploadStatus
        state={{
          status: 'error',
          error: new AppError('validation.file_too_large', { params: { allowed: '25 MB' } }),
        }}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Datei zu groß, erlaubt sind 25 MB');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
