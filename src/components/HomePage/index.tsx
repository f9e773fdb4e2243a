import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ModuleEntry} from '@site/src/plugins/module-directory/readModuleDirectory';
import {guideRoutes} from '@site/src/config/site';
import {
  audiences,
  gettingStartedPath,
  workflows,
  workflowsLanding,
  type GuideLink,
} from './entryPoints';
import styles from './styles.module.css';

interface Props {
  /** Every module of the guide, read from docs/Modules by the module-directory plugin. */
  readonly modules: readonly ModuleEntry[];
}

function LinkList({
  links,
  ordered = false,
}: {
  links: readonly GuideLink[];
  ordered?: boolean;
}): ReactNode {
  const items = links.map(({label, to}) => (
    <li key={to}>
      <Link to={to}>{label}</Link>
    </li>
  ));
  return ordered ? (
    <ol className={styles.list}>{items}</ol>
  ) : (
    <ul className={styles.list}>{items}</ul>
  );
}

export default function HomePage({modules}: Props): ReactNode {
  return (
    <Layout
      title="User guide"
      description="Step-by-step help for administrators and staff who run a school, college, clinic or business with the suite.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            User guide for the suite
          </Heading>
          <p className={styles.lead}>
            Step-by-step help for administrators and staff: set up your organization account, run
            each module, connect plugins and solve everyday tasks. Press <kbd>Ctrl</kbd>+
            <kbd>K</kbd> to search.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={guideRoutes.landing}>
              Start here
            </Link>
            <Link className="button button--secondary button--lg" to={guideRoutes.gettingStarted}>
              Create an organization account
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <section className={styles.section} aria-labelledby="by-task">
          <Heading as="h2" id="by-task">
            Start with a task
          </Heading>
          <div className={styles.cards}>
            {audiences.map((audience) => (
              <div key={audience.title} className={styles.card}>
                <Heading as="h3">{audience.title}</Heading>
                <p>{audience.summary}</p>
                <LinkList links={audience.tasks} />
                <p className={styles.modules}>
                  Modules:{' '}
                  {audience.modules.map(({label, to}, index) => (
                    <span key={to}>
                      {index > 0 && ', '}
                      <Link to={to}>{label}</Link>
                    </span>
                  ))}
                </p>
              </div>
            ))}
          </div>
        </section>
        <section className={styles.section} aria-labelledby="workflows">
          <Heading as="h2" id="workflows">
            Whole jobs, step by step
          </Heading>
          <p>
            Each workflow follows one recurring job across modules: who does each step, where, and
            what the suite does by itself.
          </p>
          <LinkList links={workflows} />
          <p>
            <Link to={workflowsLanding.to}>{workflowsLanding.label}</Link>
          </p>
        </section>
        <section className={styles.section} aria-labelledby="getting-started">
          <Heading as="h2" id="getting-started">
            Get started
          </Heading>
          <LinkList links={gettingStartedPath} ordered />
        </section>
        <section className={styles.section} aria-labelledby="modules">
          <Heading as="h2" id="modules">
            All modules
          </Heading>
          <dl className={styles.directory}>
            {modules.map((module) => (
              <div key={module.route}>
                <dt>
                  <Link to={module.route}>{module.label}</Link>
                </dt>
                <dd>{module.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      </main>
    </Layout>
  );
}
