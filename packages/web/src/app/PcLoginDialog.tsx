import { CenterPopup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from '../i18n/useTranslation';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../pages/login/LoginForm';
import { store, useAppStore } from './store';

const AUTH_PAGES = new Set(['/pages/login', '/pages/register', '/pages/forgetPassword']);

/** Desktop login: shown over the current page while the persisted `showPCLogin` flag is set (see PcLoginOverlay). */
export function PcLoginDialog() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.showPCLogin);
  const navigate = useNavigate();
  const close = () => store.setShowPCLogin(false);
  // On the login, register and recovery pages the overlay would only cover the same form: drop the flag there.
  const onAuthPage = AUTH_PAGES.has(useLocation().pathname);
  useEffect(() => {
    if (onAuthPage && open) close();
  }, [onAuthPage, open]);
  return (
    <CenterPopup visible={open && !onAuthPage} onMaskClick={close} destroyOnClose className="pc-login" role="dialog"
      aria-label={t('auth.login')}>
      <div className="pc-login-body" data-testid="pc-login">
        <div className="pc-login-head">
          <h2>{t('auth.login')}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t('common.close')}
            data-testid="pc-login-close">
            <CloseOutline />
          </button>
        </div>
        <LoginForm
          onSuccess={close}
          onRegister={() => { close(); navigate('/pages/register'); }}
          onForgot={() => { close(); navigate('/pages/forgetPassword'); }}
        />
      </div>
    </CenterPopup>
  );
}
