import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatWidget } from './chat-widget';

describe('chat widget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function setup() {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ChatWidget phone="254712345678" />);
    return { open };
  }

  it('greets after the message delay with the spec texts', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us on WhatsApp' }));
    const panel = screen.getByRole('dialog', { name: 'Chat with Mavazi' });
    expect(panel).toHaveTextContent('Typically replies within 1 hour');
    expect(screen.getByPlaceholderText('Type a message..')).toBeInTheDocument();
    expect(screen.queryByText('Hello there! How can we help?')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Hello there! How can we help?')).toBeInTheDocument();
  });

  it('opens nothing when the message is empty or blank', () => {
    const { open } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us on WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens WhatsApp with the shop number and the encoded text in a new tab', () => {
    const { open } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us on WhatsApp' }));
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Habari! Do you have size M & L?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/254712345678?text=Habari!%20Do%20you%20have%20size%20M%20%26%20L%3F',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows an unread dot after 60 s when never opened', () => {
    setup();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.queryByTestId('chat-unread-dot')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('chat-unread-dot')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Chat with us on WhatsApp/ }));
    expect(screen.queryByTestId('chat-unread-dot')).not.toBeInTheDocument();
  });

  it('draws attention for 1000 ms when the notification arrives, then keeps only the dot', () => {
    setup();
    const button = screen.getByRole('button', { name: /Chat with us on WhatsApp/ });
    act(() => vi.advanceTimersByTime(60_000));
    expect(button).toHaveAttribute('data-notifying', 'true');
    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveAttribute('data-notifying', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('data-notifying');
    expect(screen.getByTestId('chat-unread-dot')).toBeInTheDocument();
  });
});
