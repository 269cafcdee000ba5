import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session-storage.ts';
import { mockApi, shellApi } from '../../test/api.ts';
import { createMe } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { detail } from '../../features/contactads/components/contact-ads-test-data.ts';
import { Component, contactAdMessagePath } from './contactad-detail-route.tsx';

describe('the contact ad route', () => {
  it('links the message button to the chat with the publisher about the ad', async () => {
    setToken('token');
    shellApi(createMe());
    mockApi({ 'GET /contactad/:id': detail() });
    renderWithProviders(<div />, {
      route: '/musikerkontakt/drummer-gesucht-adBand0001',
      routes: [{ path: '/musikerkontakt/:slugId', element: <Component /> }],
    });
    const button = await screen.findByRole('link', { name: 'Nachricht schreiben' });
    expect(button).toHaveAttribute(
      'href',
      '/directmessaging?to=page%3Aband000001&context=contactad%3AadBand0001',
    );
  });

  it('writes to a user publisher as user:<id>', () => {
    expect(contactAdMessagePath({ kind: 'user', id: 'user000002' }, 'adDrum0001')).toBe(
      '/directmessaging?to=user%3Auser000002&context=contactad%3AadDrum0001',
    );
  });
});
