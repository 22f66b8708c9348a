import { useDispatch } from 'react-redux';
import { Button } from '@/components/ui/button';
import { loginDialogViewChanged, type LoginDialogView } from '@/stores/ui-slice';

type ViewSwitchProps = { question?: string; action: string; to: LoginDialogView };

/** The line under an auth form that moves the dialog to another of its views (login, register, forget). */
export function ViewSwitch({ question, action, to }: ViewSwitchProps) {
  const dispatch = useDispatch();
  return (
    <p className="text-center text-sm text-slate-600">
      {question && `${question} `}
      <Button variant="link" onClick={() => dispatch(loginDialogViewChanged(to))}>
        {action}
      </Button>
    </p>
  );
}
