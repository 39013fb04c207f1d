import { errorChain } from '../client/error-chain.ts';
import { useT } from '../i18n/use-t.ts';

/**
 * What an island shows when it throws in the browser (SPEC §8): "This page crashed." with the
 * error and its causes joined by `Cause:`, and Try again, which renders the island anew. The rest
 * of the page stays as it is.
 */
export function CrashView({ error, onTryAgain }: { error: Error; onTryAgain: () => void }) {
  const t = useT();
  return (
    <div className="status-view crash-fallback">
      <div role="alert">
        <p className="page-title">{t('theme.ErrorPageContent.title', 'This page crashed.')}</p>
        <pre className="error-text">{errorChain(error)}</pre>
      </div>
      <button type="button" className="button button-primary" onClick={onTryAgain}>
        {t('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
    </div>
  );
}
