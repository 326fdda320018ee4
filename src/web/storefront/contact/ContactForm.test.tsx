// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../../../shared/contact';
import { Toaster } from '../../ui/toast';
import { ContactForm } from './ContactForm';
import { heldAnswer } from '../../testing/held-call';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The contact call stays running until the test answers it (the form posts with fetch, not the axios client). */
function holdContactCall() {
  const held = heldAnswer<Response>();
  const fetch = vi.fn(() => held.promise);
  vi.stubGlobal('fetch', fetch);
  return { ...held, fetch };
}

async function drawFilled() {
  render(<Toaster />);
  render(<ContactForm />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), ' Asha Rao ');
  await user.type(screen.getByLabelText(/^Phone/), '9845012345');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
  return user;
}

const toastSaying = (message: string) => screen.findByText(message, { selector: '.toast' });

describe('the contact form while it sends', () => {
  it("reads 'Sending...' and is disabled while the call runs, thanks after, and sends a double tap once", async () => {
    await drawFilled();
    const held = holdContactCall();

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    fireEvent.click(screen.getByRole('button', { name: /Send Message|Sending/ }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(held.fetch).toHaveBeenCalledTimes(1);
    expect(held.fetch).toHaveBeenCalledWith('/rest/api/public/contact-us', expect.objectContaining({ method: 'POST' }));
    const [, init] = held.fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent: unknown = JSON.parse(String(init.body));
    expect(sent).toEqual({ name: 'Asha Rao', phone: '9845012345', email: 'asha@example.com', message: '' });

    held.resolve(Response.json({ responce: 'Thank you', responceId: 'OK' }));
    expect(await toastSaying(CONTACT_MESSAGES.success)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' }).disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('');
  });

  it('keeps what was typed and says so when the server refuses it, back to idle', async () => {
    await drawFilled();
    const held = holdContactCall();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);

    held.resolve(new Response('{}', { status: 400 }));
    expect(await toastSaying(CONTACT_MESSAGES.failure)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' }).disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe(' Asha Rao ');
  });
});
