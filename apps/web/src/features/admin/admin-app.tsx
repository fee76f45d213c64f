/** Entry of the admin area (its own lazy chunk): routes under /admin. */
export default function AdminApp() {
  return <p>Admin area</p>;
}
