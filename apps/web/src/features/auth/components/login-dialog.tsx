import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Logo } from '@/components/ui/logo';
import { Modal } from '@/components/ui/modal';
import { siteConfig } from '@/config/site';
import { loginDialogClosed, selectLoginDialogView, type LoginDialogView } from '@/stores/ui-slice';
import { ForgetPasswordForm } from './forget-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useLanguage } from '@/i18n/i18n';

const TITLES = {
  login: 'auth.loginTitle',
  register: 'auth.registerTitle',
  forget: 'auth.forgetTitle',
} as const satisfies Record<LoginDialogView, string>;

/** docs/product-spec.md §2 "Login / register dialog". Mounted only while open (the layout loads it lazily on first use). */
export function LoginDialog() {
  const dispatch = useDispatch();
  const view = useSelector(selectLoginDialogView);
  const titleId = useId();
  const { t } = useLanguage();
  // The email of an account registered in this dialog: the login view that follows starts with it.
  const [registeredEmail, setRegisteredEmail] = useState<string>();

  return (
    <Modal labelledBy={titleId} onClose={() => dispatch(loginDialogClosed())}>
      <div className="mx-auto w-full max-w-md px-5 pt-10 pb-8 sm:px-8 sm:pt-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Logo className="size-12" />
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {t(TITLES[view])}
          </h2>
          <p className="text-sm text-slate-500">{siteConfig.name}</p>
        </div>
        {view === 'login' && <LoginForm email={registeredEmail} />}
        {view === 'register' && <RegisterForm onRegistered={setRegisteredEmail} />}
        {view === 'forget' && <ForgetPasswordForm />}
      </div>
    </Modal>
  );
}
