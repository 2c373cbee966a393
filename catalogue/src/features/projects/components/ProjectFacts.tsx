import type { ReactNode } from 'react';
import { SafeHtml, formatMoney, type Project } from '@starfamily/shared';
import './projects.css';

const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && String(value).trim() !== '';

const date = (value: string) => <time dateTime={value}>{value}</time>;

/** Only the facts this project has, in the spec's order. */
export function ProjectFacts({ project }: { project: Project }) {
  const facts: [string, string | number | null, (value: string) => ReactNode][] = [
    ['Details', project.details, (value) => <SafeHtml html={value} />],
    ['Client', project.client_name, (value) => value],
    ['Project Manager', project.project_manager, (value) => value],
    ['Location', project.location, (value) => value],
    ['Status', project.status, (value) => value],
    ['Start Date', project.start_date, date],
    ['End Date', project.end_date, date],
    ['Budget', project.budget, formatMoney],
    ['Notes', project.notes, (value) => <SafeHtml html={value} />],
  ];
  const shown = facts.filter(([, value]) => present(value));
  if (shown.length === 0) return null;
  return (
    <dl className="sf-facts">
      {shown.map(([label, value, render]) => (
        <div key={label} className="sf-facts__row">
          <dt>{label}</dt>
          <dd>{render(String(value))}</dd>
        </div>
      ))}
    </dl>
  );
}
