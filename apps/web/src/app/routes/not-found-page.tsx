/** The spec's bare 404 for unknown shop paths. */
export function NotFoundPage() {
  return (
    <div className="py-24 text-center">
      <title>404 · Mavazi</title>
      <h1 className="text-6xl font-extrabold text-stone-900">404</h1>
      <p className="mt-2 text-stone-600">Page not found</p>
    </div>
  );
}
