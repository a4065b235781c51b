import { useId, useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { AddOutline, CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../i18n/useTranslation';
import { toastError } from '../api/client';

/** A chosen photo: what the server calls it and a link to show it. */
export interface PickedPhoto {
  id: string;
  url: string;
}

interface Props {
  label: string;
  value: PickedPhoto | null;
  onChange: (photo: PickedPhoto | null) => void;
  /** Sends the file as soon as it is chosen (so a form keeps only the answer, never the bytes). */
  upload: (file: File) => Promise<PickedPhoto>;
  /** On phones, open the camera: the back one for documents, the front one for a selfie. */
  capture?: 'user' | 'environment';
  error?: string;
  testId: string;
}

/** One photo slot of a form: tap to choose (or take) a picture; it is uploaded at once and shown. */
export function PhotoPicker({ label, value, onChange, upload, capture, error, testId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // A preview link kept from earlier (a draft restored after a while) may have expired: the photo is still uploaded.
  const [expired, setExpired] = useState<string | null>(null);
  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      Toast.show({ content: t('userInfo.imageOnly') });
      return;
    }
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch (e) {
      toastError(e instanceof Error && e.message ? e : new Error(t('common.uploadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`field photo-field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>{label}</label>
      <button type="button" className="photo-slot" onClick={() => input.current?.click()} disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined} data-testid={`${testId}-button`}>
        {value && expired === value.url ? (
          <span className="photo-empty" data-testid={`${testId}-preview`}><CheckCircleOutline aria-hidden="true" /><span>{t('photo.uploaded')}</span></span>
        ) : value ? <img src={value.url} alt={label} data-testid={`${testId}-preview`} onError={() => setExpired(value.url)} />
          : <span className="photo-empty"><AddOutline aria-hidden="true" /><span>{busy ? t('common.loading') : t('photo.choose')}</span></span>}
      </button>
      <input id={id} ref={input} type="file" accept="image/*" capture={capture} hidden data-testid={testId}
        onChange={(e) => void pick(e.target.files)} />
      {error ? <div className="field-error" id={`${id}-error`} role="alert">{error}</div> : null}
    </div>
  );
}
