import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { LoginForm } from './LoginForm';

/** Only in-app paths are followed after login, never another site. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/pages/login')
    ? value
    : '/pages/mine';
}

export function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Page title={t('auth.login')} width="form">
      <div className="form-page stack">
        <div className="welcome">
          <h2>{t('auth.welcomeBack')}</h2>
          <p>{t('auth.loginHint')}</p>
        </div>
        <LoginForm
          onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })}
          onRegister={() => navigate('/pages/register')}
          onForgot={() => navigate('/pages/forgetPassword')}
        />
      </div>
    </Page>
  );
}
