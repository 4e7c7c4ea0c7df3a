import { ACTION_TYPES } from '../facts';

/** The branding actions with their rules (SPEC §9). */
export function ActionTypes() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {ACTION_TYPES.map((action) => (
        <li key={action.name} className="flex flex-col rounded-card border border-line bg-surface p-6">
          <h3 className="text-xl font-semibold">{action.name}</h3>
          <p className="mt-2 inline-flex self-start rounded-control bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">
            {action.rule}
          </p>
          <p className="mt-3 text-ink-muted">{action.description}</p>
        </li>
      ))}
    </ul>
  );
}
