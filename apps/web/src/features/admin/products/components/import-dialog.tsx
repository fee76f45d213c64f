import type { ImportResult } from '@mavazi/shared/catalog-ops.schemas';
import { useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { Modal } from '../../components/modal';
import { PlainTable } from '../../components/plain-table';
import { ErrorMessage } from '../../components/status-message';
import { useImportProducts } from '../api/import-products';

const ERROR_COLUMNS = [{ label: 'Row' }, { label: 'Column' }, { label: 'Message' }] as const;

/**
 * Import products from a CSV: the file is checked first (a dry run that writes nothing) and its
 * problems listed by row and column; only a file without problems can be imported.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useImportProducts();

  async function check() {
    if (!file) return;
    setFailure(null);
    try {
      setChecked(await run.mutateAsync({ file, dryRun: true }));
    } catch (err) {
      setChecked(null);
      setFailure(errorMessage(err));
    }
  }

  async function commit() {
    if (!file) return;
    try {
      const result = await run.mutateAsync({ file, dryRun: false });
      if (result.errors.length > 0) {
        setChecked(result);
        return;
      }
      toast.success(
        `Import done: ${result.created} added, ${result.updated} updated, ${result.unchanged} unchanged`,
      );
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  const ready = checked !== null && checked.errors.length === 0;
  return (
    <Modal title="Import products" onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-stone-600">
          Upload a CSV as exported (at most 5 MB). It is checked first; nothing changes until you
          import a file without problems.
        </p>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-stone-700">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block w-full text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked(null);
              setFailure(null);
            }}
          />
        </div>
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        {checked && (
          <section aria-label="Check results" className="space-y-2">
            <p role="status" className="text-sm text-stone-700">
              {checked.errors.length > 0
                ? `${checked.errors.length} problem${checked.errors.length === 1 ? '' : 's'} found: fix the file and check it again.`
                : `Ready: ${checked.created} to add, ${checked.updated} to update, ${checked.unchanged} unchanged.`}
            </p>
            {checked.errors.length > 0 && (
              <div className="max-h-64 overflow-auto rounded-md border border-stone-200">
                <PlainTable
                  caption="Problems in the file"
                  columns={ERROR_COLUMNS}
                  headCellClassName="px-3 py-2 font-medium text-stone-600"
                >
                  {checked.errors.map((e, i) => (
                    <tr key={i} className="border-b border-stone-100">
                      <td className="px-3 py-2">{e.row}</td>
                      <td className="px-3 py-2 font-mono">{e.column || '–'}</td>
                      <td className="px-3 py-2">{e.message}</td>
                    </tr>
                  ))}
                </PlainTable>
              </div>
            )}
          </section>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {ready ? (
            <Button onClick={() => void commit()} disabled={run.isPending}>
              {run.isPending ? 'Importing...' : 'Import'}
            </Button>
          ) : (
            <Button onClick={() => void check()} disabled={!file || run.isPending}>
              {run.isPending ? 'Checking...' : 'Check file'}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
