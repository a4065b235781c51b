import { useTranslation } from '../i18n/useTranslation';

/** PullToRefresh's status texts in the interface language. */
export function usePullTexts() {
  const { t } = useTranslation();
  return {
    pullingText: t('pull.pulling'),
    canReleaseText: t('pull.release'),
    refreshingText: t('pull.refreshing'),
    completeText: t('pull.complete'),
  };
}
