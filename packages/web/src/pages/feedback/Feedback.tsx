import { useState } from 'react';
import { Button, Selector, TextArea, Toast } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES } from '@onego/contract';
import { sendFeedback, type FeedbackInput } from '../../api/feedback';
import { toastError } from '../../api/client';
import { uploadImage } from '../../api/upload';
import { Field } from '../../components/Field';
import { Page } from '../../components/Page';
import { PhotoPicker } from '../../components/PhotoPicker';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';

type Key = 'type' | 'title' | 'content';
type FeedbackType = FeedbackInput['type'];

/** Feedback (/pages/feedback/feedback): type, title, content and up to 4 pictures; a link to the records. */
export function Feedback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('feedback.sent') });
      void client.invalidateQueries({ queryKey: ['feedback'] });
      navigate('/pages/feedback/feedbackRecord', { replace: true });
    },
    onError: toastError,
  });
  const { errors, onSubmit } = useFormErrors<Key>([
    ['type', rules.choose(type)],
    ['title', rules.required(title)],
    ['content', rules.required(content)],
  ]);
  const submit = onSubmit(() => send.mutate({ type: type as FeedbackType, title: title.trim(), content: content.trim(), images }));
  const upload = async (file: File) => {
    const up = await uploadImage(file);
    return { id: up.url, url: up.url };
  };
  return (
    <Page title={t('feedback.title')} fallback="/pages/mine" width="form"
      right={<button type="button" className="link" onClick={() => navigate('/pages/feedback/feedbackRecord')} data-testid="feedback-to-records">{t('feedback.records')}</button>}>
      <form className="form form-page" onSubmit={submit} noValidate data-testid="feedback-form">
        <div className={`field${errors.type ? ' field-invalid' : ''}`}>
          <span className="field-label" id="feedback-type">{t('feedback.type')}</span>
          <Selector aria-labelledby="feedback-type" columns={2} value={type ? [type] : []}
            options={FEEDBACK_TYPES.map((v) => ({ label: t(`feedback.kind.${v}`), value: v }))}
            onChange={(v) => setType((v[0] as FeedbackType | undefined) ?? '')} />
          {errors.type ? <div className="field-error" role="alert">{errors.type}</div> : null}
        </div>
        <Field label={t('feedback.titleLabel')} placeholder={t('feedback.titlePlaceholder')} value={title} onChange={setTitle}
          error={errors.title} testId="feedback-title" maxLength={100} />
        <div className={`field${errors.content ? ' field-invalid' : ''}`}>
          <label className="field-label" htmlFor="feedback-content">{t('feedback.content')}</label>
          <TextArea id="feedback-content" value={content} onChange={setContent} placeholder={t('feedback.contentPlaceholder')}
            rows={5} maxLength={2000} showCount data-testid="feedback-content" />
          {errors.content ? <div className="field-error" role="alert">{errors.content}</div> : null}
        </div>
        <div className="field">
          <span className="field-label">{t('feedback.images', { count: FEEDBACK_MAX_IMAGES })}</span>
          <div className="photo-grid">
            {images.map((url, i) => (
              <div key={url} className="photo-thumb">
                <img src={url} alt={t('feedback.image', { n: i + 1 })} data-testid="feedback-image" />
                <button type="button" className="photo-remove" aria-label={t('feedback.removeImage', { n: i + 1 })}
                  onClick={() => setImages(images.filter((u) => u !== url))}><CloseOutline /></button>
              </div>
            ))}
            {images.length < FEEDBACK_MAX_IMAGES ? (
              <PhotoPicker label={t('feedback.addImage')} value={null} upload={upload} testId="feedback-add-image"
                onChange={(p) => p && setImages((list) => (list.includes(p.url) ? list : [...list, p.url]))} />
            ) : null}
          </div>
        </div>
        <Button className="submit" block color="primary" size="large" type="submit" loading={send.isPending} data-testid="feedback-submit">
          {t('feedback.submit')}
        </Button>
      </form>
    </Page>
  );
}
