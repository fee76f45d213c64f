import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { deliveryOptions, shopInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('footer pages', () => {
  it("Contact: address, phone, WhatsApp, email and hours from the server's settings", async () => {
    fakeApi({ 'GET /shop': { body: shopInfo } });
    renderApp('/contact');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Moi Avenue, Nairobi CBD, Nairobi')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    expect(main.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/254712345678',
    );
    expect(main.getByRole('link', { name: 'hello@mavazi.example' })).toBeInTheDocument();
    expect(main.getByText('Monday to Saturday, 8 am to 6 pm (EAT)')).toBeInTheDocument();
    expect(document.title).toBe('Contact · Mavazi');
  });

  it('Contact: still points to support when the details cannot be loaded', async () => {
    fakeApi({ 'GET /shop': { status: 503, body: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } } });
    renderApp('/contact');
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'support page' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('Delivery: every active option with its fee, counties and time', async () => {
    fakeApi({ 'GET /delivery/options': { body: deliveryOptions } });
    renderApp('/delivery');
    const main = within(await screen.findByRole('main'));
    const nairobi = (await main.findByText('Door delivery in Nairobi')).closest('li');
    expect(nairobi).toHaveTextContent('KSh 250');
    expect(nairobi).toHaveTextContent('Nairobi · 1–2 working days · free from KSh 5,000');
    const pickup = main.getByText('Pick-up at our shop, Nairobi CBD').closest('li');
    expect(pickup).toHaveTextContent('Free');
  });

  it("Privacy: what is collected, why, and how to ask for one's data or its deletion", async () => {
    fakeApi({ 'GET /shop': { body: shopInfo } });
    renderApp('/privacy');
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    // The text waits for the shop's details, so it appears whole instead of growing in place.
    expect(await main.findByRole('link', { name: 'hello@mavazi.example' })).toHaveAttribute(
      'href',
      'mailto:hello@mavazi.example',
    );
    expect(main.getAllByText(/Data Protection Act, 2019/).length).toBeGreaterThan(0);
    for (const name of ['What we collect', 'Why we use it', 'Your rights'])
      expect(main.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(main.getByText(/have your data deleted/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'odpc.go.ke' })).toBeInTheDocument();
  });

  it("Returns: states the shop's own return window from its settings", async () => {
    fakeApi({ 'GET /shop': { body: { ...shopInfo, return_window_days: 14 } } });
    renderApp('/returns');
    expect(
      await screen.findByText(/within 14 days of delivery\.$/, { selector: 'li' }),
    ).toBeInTheDocument();
  });

  it('About, Returns and Terms have their heading', async () => {
    for (const [path, name] of [
      ['/about', 'About us'],
      ['/returns', 'Returns'],
      ['/terms', 'Terms and Conditions'],
    ] as const) {
      fakeApi({ 'GET /shop': { body: shopInfo } });
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
      view.unmount();
    }
  });
});
