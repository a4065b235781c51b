import { Form, Input, Tabs, Typography } from 'antd';
import { CAT_LANG_NAMES, CAT_LANGS } from '../../kit/catalogueLangs';
import { useI18n } from '../../i18n';

export type Texts = Record<string, string>;
export interface LangTextsValue { titles: Texts; contents: Texts }

/** Limits the server applies (contract: CONTENT_TITLE_MAX, CONTENT_BODY_MAX). */
const TITLE_MAX = 200;
const BODY_MAX = 20_000;

/** Only the languages actually typed, trimmed (the server wants zh-TW; the others fall back to it). */
export const cleanTexts = (t: Texts) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));

/** What is missing before the texts can be saved: the zh-TW title and body. */
export const textErrors = (v: LangTextsValue) => ({ title: !v.titles['zh-TW']?.trim(), content: !v.contents['zh-TW']?.trim() });

/**
 * A title and a plain-text body per language, one tab each, zh-TW first and required. `testId` prefixes the inputs'
 * test ids (`${testId}-title-en`, `${testId}-content-en`).
 */
export function LangTexts({ value, onChange, showErrors, testId, readOnly }: {
  value: LangTextsValue; onChange(v: LangTextsValue): void; showErrors: boolean; testId: string; readOnly?: boolean;
}) {
  const { t } = useI18n();
  const errors = textErrors(value);
  return (
    <Tabs
      data-testid={`${testId}-lang-tabs`}
      items={CAT_LANGS.map((l) => {
        const zh = l === 'zh-TW';
        const missing = zh && showErrors && (errors.title || errors.content);
        return {
          key: l,
          forceRender: true,
          label: <span>{CAT_LANG_NAMES[l]}{zh && <Typography.Text type="danger"> *</Typography.Text>}{missing && <Typography.Text type="danger"> !</Typography.Text>}</span>,
          children: (
            <Form layout="vertical" component="div">
              <Form.Item
                label={`${t('headline')} (${l})`}
                required={zh}
                validateStatus={zh && showErrors && errors.title ? 'error' : undefined}
                help={zh && showErrors && errors.title ? t('headline_required') : undefined}
              >
                <Input
                  data-testid={`${testId}-title-${l}`}
                  maxLength={TITLE_MAX}
                  readOnly={readOnly}
                  value={value.titles[l] ?? ''}
                  onChange={(e) => onChange({ ...value, titles: { ...value.titles, [l]: e.target.value } })}
                />
              </Form.Item>
              <Form.Item
                label={`${t('body_text')} (${l})`}
                required={zh}
                extra={t('plain_text_hint')}
                validateStatus={zh && showErrors && errors.content ? 'error' : undefined}
                help={zh && showErrors && errors.content ? t('body_required') : undefined}
              >
                <Input.TextArea
                  data-testid={`${testId}-content-${l}`}
                  rows={10}
                  maxLength={BODY_MAX}
                  readOnly={readOnly}
                  value={value.contents[l] ?? ''}
                  onChange={(e) => onChange({ ...value, contents: { ...value.contents, [l]: e.target.value } })}
                />
              </Form.Item>
            </Form>
          ),
        };
      })}
    />
  );
}
