// The toast container with its styles: its own chunk, mounted by the layout once a toast is asked for.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Spec §9: toasts top right, auto-close 5000 ms, drag to dismiss at 80 percent. */
export const TOAST_OPTIONS = { position: 'top-right', autoClose: 5000, draggablePercent: 80 } as const;

export default function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
