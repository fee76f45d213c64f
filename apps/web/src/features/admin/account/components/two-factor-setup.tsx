import { zodResolver } from '@hookform/resolvers/zod';
import {
  totpConfirmBodySchema,
  type TotpConfirmBody,
  type TotpSetup,
} from '@mavazi/shared/staff.schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { errorMessage } from '../../../../lib/api-client';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { useAdmin } from '../../state/admin-context';
import { useConfirmTotp } from '../api/confirm-totp';
import { useStartTotp } from '../api/start-totp';

/** The otpauth:// URL drawn as a QR code (the qrcode library loads only on this page). */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { margin: 1, width: 200 }).then((data) => {
        if (live) setSrc(data);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <img src={src} width={200} height={200} alt="QR code for your authenticator app" />
  ) : (
    <div className="h-[200px] w-[200px] animate-pulse rounded bg-stone-100" aria-hidden="true" />
  );
}

/** Two-factor sign-in: start, scan, confirm with a code, then keep the recovery codes. */
export function TwoFactorSetup() {
  const { me } = useAdmin();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<TotpConfirmBody>({
    resolver: zodResolver(totpConfirmBodySchema),
    defaultValues: { code: '' },
  });
  const field = bindFields(form);
  const submit = submitShowingServerErrors(
    form,
    async (values) => {
      const res = await confirm.mutateAsync(values);
      setCodes(res.recovery_codes);
      setSetup(null);
      toast.success('Two-factor sign-in is on');
    },
    (err) => toast.error(`Code not accepted: ${errorMessage(err)}`),
  );

  if (codes) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-sm text-stone-700">
          Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs you in once
          if you lose your phone. They are shown only now.
        </p>
        <ul
          aria-label="Recovery codes"
          className="grid max-w-xs grid-cols-2 gap-2 font-mono text-sm"
        >
          {codes.map((code) => (
            <li key={code} className="rounded bg-stone-100 px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (me?.totp_enabled) {
    return (
      <p className="text-sm text-stone-700">
        Two-factor sign-in is on: you enter a code from your authenticator app when you sign in.
      </p>
    );
  }
  if (!setup) {
    return (
      <div className="space-y-3">
        {me?.totp_required ? (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            This shop requires two-factor sign-in. Turn it on now: your next sign-in will ask for a
            code.
          </p>
        ) : null}
        <p className="text-sm text-stone-700">
          Protect your account with a code from an authenticator app (Google Authenticator, Authy,
          Microsoft Authenticator, …) when you sign in.
        </p>
        <Button
          type="button"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setSetup,
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          Turn on two-factor sign-in
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <QrCode url={setup.otpauth_url} />
      <div className="space-y-3">
        <p className="text-sm text-stone-700">
          Scan the QR code with your authenticator app, or enter this key:{' '}
          <code className="break-all rounded bg-stone-100 px-1 font-mono">{setup.secret}</code>
        </p>
        <form noValidate onSubmit={submit} className="max-w-xs space-y-3">
          <TextField
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...field('code')}
          />
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking...' : 'Confirm'}
          </Button>
        </form>
      </div>
    </div>
  );
}
