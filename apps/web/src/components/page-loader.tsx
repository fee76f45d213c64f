/** The spec's loading text, announced politely to screen readers. */
export function PageLoader({ className = '' }: { className?: string }) {
  return (
    <p role="status" className={`py-16 text-center text-stone-500 ${className}`}>
      Loading...
    </p>
  );
}
