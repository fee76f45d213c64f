import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/**
 * The spec's toasts: top-right, 5000 ms, pause on hover/focus loss, draggable 80%. They sit below the sticky top
 * bar so they never cover the header or the cart badge.
 */
export default function ShopToastContainer() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick
      className="mavazi-toasts"
    />
  );
}
