import { Button } from 'antd-mobile';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useGoLogin } from '../app/useGoLogin';

/** What visitors see where member content would be. */
export function GuestPrompt() {
  const { t } = useTranslation();
  const goLogin = useGoLogin();
  const navigate = useNavigate();
  return (
    <div className="card guest-prompt">
      <p className="guest-title">{t('guest.title')}</p>
      <p className="muted">{t('guest.hint')}</p>
      <div className="button-row">
        <Button color="primary" onClick={goLogin} data-testid="guest-login">{t('auth.login')}</Button>
        <Button color="primary" fill="outline" onClick={() => navigate('/pages/register')} data-testid="guest-register">
          {t('auth.register')}
        </Button>
      </div>
    </div>
  );
}
