import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { whatsAppUrl } from '../lib/config';
import { CloseIcon, SendIcon, WhatsAppIcon } from './icons';

interface ChatWidgetProps {
  /** The shop's WhatsApp number, digits with 254 (the server's SHOP_PHONE). */
  phone: string;
  statusText?: string;
  greeting?: string;
  placeholder?: string;
  messageDelayMs?: number;
  notificationDelayMs?: number;
  /** How long the button draws attention when the notification arrives. */
  notificationDurationMs?: number;
}

/** Floating chat button: the shopper types a message and it opens WhatsApp with the shop's number. */
export function ChatWidget({
  phone,
  statusText,
  greeting,
  placeholder,
  messageDelayMs = 2000,
  notificationDelayMs = 60_000,
  notificationDurationMs = 1000,
}: ChatWidgetProps) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [greetingShown, setGreetingShown] = useState(false);
  const [unread, setUnread] = useState(false);
  const [notifying, setNotifying] = useState(false);
  const [text, setText] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  // The greeting arrives after a short "typing" pause, the first time the panel opens.
  useEffect(() => {
    if (!open || greetingShown) return;
    const timer = setTimeout(() => setGreetingShown(true), messageDelayMs);
    return () => clearTimeout(timer);
  }, [open, greetingShown, messageDelayMs]);

  // A visitor who never opened the chat gets a gentle unread dot.
  useEffect(() => {
    if (everOpened) return;
    const timer = setTimeout(() => {
      setUnread(true);
      setNotifying(true);
    }, notificationDelayMs);
    return () => clearTimeout(timer);
  }, [everOpened, notificationDelayMs]);

  // The arrival itself is announced by a short bounce, then only the dot stays.
  useEffect(() => {
    if (!notifying) return;
    const timer = setTimeout(() => setNotifying(false), notificationDurationMs);
    return () => clearTimeout(timer);
  }, [notifying, notificationDurationMs]);

  useEffect(() => {
    if (open) textRef.current?.focus();
  }, [open]);

  const toggle = () => {
    setOpen((o) => !o);
    setEverOpened(true);
    setUnread(false);
    setNotifying(false);
  };

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const send = () => {
    const message = text.trim();
    if (!message) return;
    window.open(whatsAppUrl(phone, message), '_blank', 'noopener,noreferrer');
    setText('');
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {open ? (
        <div
          id="chat-widget-panel"
          role="dialog"
          aria-label={t('chat.dialog')}
          className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-stone-200"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <div className="flex items-center justify-between bg-emerald-700 px-4 py-3 text-white">
            <div className="flex items-center gap-3">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/20 font-bold">
                M
              </span>
              <div>
                <p className="font-semibold">Mavazi</p>
                <p className="text-xs text-emerald-100">{statusText ?? t('chat.status')}</p>
              </div>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={t('chat.close')}
              className="rounded-full p-1 text-white hover:bg-white/20"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="min-h-28 bg-[#efeae2] px-4 py-4" aria-live="polite">
            {greetingShown ? (
              <p className="max-w-[85%] rounded-xl rounded-tl-none bg-white px-3 py-2 text-sm text-stone-800 shadow-sm">
                {greeting ?? t('chat.greeting')}
              </p>
            ) : (
              <p
                className="inline-flex gap-1 rounded-xl bg-white px-3 py-2 shadow-sm"
                aria-label={t('chat.typing')}
              >
                <span className="h-2 w-2 animate-bounce rounded-full bg-stone-400" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-stone-400 [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-stone-400 [animation-delay:300ms]" />
              </p>
            )}
          </div>
          <form
            className="flex items-end gap-2 border-t border-stone-200 p-3"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <label htmlFor="chat-widget-message" className="sr-only">
              {t('chat.message')}
            </label>
            <textarea
              id="chat-widget-message"
              ref={textRef}
              rows={2}
              value={text}
              placeholder={placeholder ?? t('chat.placeholder')}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  send();
                }
              }}
              className="min-h-10 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-emerald-600"
            />
            <button
              type="submit"
              aria-label={t('chat.send')}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white hover:bg-emerald-700"
            >
              <SendIcon />
            </button>
          </form>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls="chat-widget-panel"
        aria-label={unread ? t('chat.openUnread') : t('chat.open')}
        data-notifying={notifying || undefined}
        className={`relative inline-flex h-12 w-12 items-center sm:h-14 sm:w-14 justify-center rounded-full bg-emerald-600 text-white shadow-xl hover:bg-emerald-700 ${notifying ? 'motion-safe:animate-bounce' : ''}`}
      >
        <WhatsAppIcon className="h-7 w-7" />
        {unread ? (
          <span
            data-testid="chat-unread-dot"
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 h-3.5 w-3.5 rounded-full bg-red-500 ring-2 ring-white motion-safe:animate-pulse"
          />
        ) : null}
      </button>
    </div>
  );
}
