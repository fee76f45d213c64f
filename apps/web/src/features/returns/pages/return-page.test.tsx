import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';
import { aReturn } from '../../../test/return-fixtures';

const requestedAt = '2026-11-20T09:00:00.000Z';
const receivedAt = '2026-11-22T14:30:00.000Z';

/** Received, one line's size no longer sold: the shop's own sentence follows staff's note in the history. */
const received = aReturn({
  status: 'Received',
  history: [
    { status: 'Requested', note: 'Too tight', changed_at: requestedAt, changed_by: null },
    {
      status: 'Received',
      note: 'Seam torn. Not restocked (no longer sold): Kitenge Dress',
      changed_at: receivedAt,
      changed_by: 1,
    },
  ],
});

function showReturn() {
  signIn();
  fakeApi({ 'GET /current_user': { body: shopper }, 'GET /returns/5': { body: received } });
  return renderApp('/returns/5');
}

afterEach(async () => {
  await applyLanguage('en');
});

describe('a return’s page', () => {
  it('shows each step with staff’s note as written and what was not restocked', async () => {
    showReturn();
    const steps = await screen.findByRole('list', { name: 'Steps of return RET-000005' });
    const [, last] = within(steps).getAllByRole('listitem');
    expect(within(last!).getByText('Seam torn')).toBeInTheDocument();
    expect(
      within(last!).getByText('Not restocked (no longer sold): Kitenge Dress'),
    ).toBeInTheDocument();
  });

  it('says what was not restocked in Kiswahili, and keeps staff’s words as they wrote them', async () => {
    await applyLanguage('sw');
    showReturn();
    const steps = await screen.findByRole('list', { name: 'Hatua za urudishaji RET-000005' });
    const [, last] = within(steps).getAllByRole('listitem');
    expect(within(last!).getByText('Seam torn')).toBeInTheDocument();
    expect(
      within(last!).getByText('Hazikurudishwa dukani (haziuzwi tena): Kitenge Dress'),
    ).toBeInTheDocument();
    expect(within(steps).queryByText(/Not restocked/)).not.toBeInTheDocument();
  });
});
