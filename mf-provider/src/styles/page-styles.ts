// The styles of the screens other than the dashboard, after the module's own (module-styles.ts): loaded with
// those screens' code, so the module's first route does not carry them.
import earningsStyles from './earnings.css?inline';
import formStyles from './forms.css?inline';

export const pageStyles = [formStyles, earningsStyles].join('\n');
