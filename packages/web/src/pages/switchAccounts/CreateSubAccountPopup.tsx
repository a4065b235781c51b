import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { Nickname } from '@onego/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { toastError } from '../../api/client';
import { createSubAccount } from '../../api/wallet';
import { qk, useSiteConfig } from '../../app/queries';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/useFormErrors';
import { rules } from '../../components/validate';
import { FormPopup } from '../setUp/FormPopup';

/** A node code the member may place a sub-account under: the left or right code of one of their accounts. */
export interface NodeOption {
  code: string;
  side: 'left' | 'right';
  memberId: string;
  nickname: string;
}

type Key = 'node' | 'nickname';

export function CreateSubAccountPopup({ visible, onClose, nodes, count }: {
  visible: boolean; onClose: () => void; nodes: NodeOption[]; count: number;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const limit = useSiteConfig().data?.subaccount_limit;
  const [node, setNode] = useState('');
  const [nickname, setNickname] = useState('');
  const { errors, validate, reset } = useFormErrors<Key>([
    ['node', rules.choose(node)],
    ['nickname', nickname.trim() && !Nickname.safeParse(nickname).success ? 'validation.nickname' : null],
  ]);
  const close = () => {
    setNode(''); setNickname(''); reset();
    onClose();
  };
  const mutation = useMutation({
    mutationFn: () => createSubAccount({ node_code: node, nickname: nickname.trim() || undefined }),
    onSuccess: (created) => {
      Toast.show({ icon: 'success', content: t('accounts.created', { id: created.member_id }) });
      void client.invalidateQueries({ queryKey: qk.related });
      close();
    },
    onError: toastError,
  });
  const submit = () => {
    if (validate()) return;
    mutation.mutate();
  };
  return (
    <FormPopup visible={visible} onClose={close} title={t('accounts.create')} submitText={t('accounts.createSubmit')}
      onSubmit={submit} loading={mutation.isPending} testId="subaccount">
      <p className="muted">
        {limit ? t('accounts.createHintLimit', { have: String(count), limit }) : t('accounts.createHint')}
      </p>
      <div className={`field${errors.node ? ' field-invalid' : ''}`}>
        <label className="field-label" htmlFor="subaccount-node">{t('accounts.node')}</label>
        <div className="field-row">
          <select id="subaccount-node" className="field-select" value={node} onChange={(e) => setNode(e.target.value)}
            data-testid="subaccount-node" aria-invalid={errors.node ? true : undefined}>
            <option value="">{t('accounts.chooseNode')}</option>
            {nodes.map((n) => (
              <option key={n.code} value={n.code}>
                {t(n.side === 'left' ? 'accounts.nodeLeft' : 'accounts.nodeRight', { code: n.code, account: n.nickname || n.memberId })}
              </option>
            ))}
          </select>
        </div>
        {errors.node ? <div className="field-error" role="alert">{errors.node}</div>
          : <div className="field-hint">{t('accounts.nodeHint')}</div>}
      </div>
      <Field label={t('accounts.nickname')} placeholder={t('accounts.nicknamePlaceholder')} value={nickname}
        onChange={setNickname} error={errors.nickname} maxLength={30} testId="subaccount-nickname" />
    </FormPopup>
  );
}
