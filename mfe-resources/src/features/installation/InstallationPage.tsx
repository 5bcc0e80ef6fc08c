import { Img, PageMeta, useT } from '@ecopanel/shared-ui';
import { EmbedFacade, youtubeEmbedUrl } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../i18n/catalog';
import { contentText } from '../../i18n/contentText';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import { EnlargeableFigure } from './components/EnlargeableFigure/EnlargeableFigure';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { guidelineImage, installationPoster, toolsDiagram } from '../../data/images';
import { installationSteps, safetyNotes, tools } from './data/installation';
import { INSTALLATION_VIDEO_ID } from './data/video';
import { IMG_BASE } from '../../lib/img';
import { paths } from '../../lib/paths';
import styles from './InstallationPage.module.css';

const FIGURE_SIZES = '(min-width: 64rem) 35rem, (min-width: 48rem) 50vw, 100vw';
const { battenSpacingMaxMm, expansionGapMm } = INSTALLATION;
// The sizes as written in the spec's sentences (digits as they are, no grouping).
const mm = {
  spacing: String(battenSpacingMaxMm),
  gap: String(expansionGapMm),
  thickness: String(PANEL.thicknessMm),
  width: String(PANEL.widthMm),
  length: String(PANEL.standardLengthMm),
  longLength: String(PANEL.longLengthMm),
};

/**
 * /resources/installation, in the page's language: a tool, step or safety note the language lacks
 * shows its English, marked so.
 */
export function InstallationPage() {
  const t = useT(catalog);
  const toolText = tools.map((tool, i) => contentText(t, `guide.tool.${i + 1}`, tool));
  return (
    <>
      <PageMeta
        title={t('installation.title')}
        description={t('installation.description', mm)}
        path={paths.installation}
      />
      <PageHeader title={t('installation.title')}>
        <p>{t.node('installation.lead', mm)}</p>
      </PageHeader>

      <section className={styles.section} aria-labelledby="installation-tools">
        <h2 id="installation-tools">{t.node('installation.tools')}</h2>
        <div className={styles.split}>
          <EnlargeableFigure
            spec={toolsDiagram}
            alt={t('installation.toolsAlt', { tools: toolText.map((tool) => tool.text).join(', ') })}
            caption={t('installation.toolsCaption')}
            sizes={FIGURE_SIZES}
          />
          <ul className={styles.tools}>
            {toolText.map((tool, i) => (
              <li key={tools[i]}>{tool.node}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="installation-steps">
        <h2 id="installation-steps">{t.node('installation.steps')}</h2>
        <div className={styles.split}>
          <ol className={styles.steps}>
            {installationSteps.map((step, i) => (
              <li key={step.title} className={styles.step}>
                <h3>{contentText(t, `guide.step.${i + 1}.title`, step.title).node}</h3>
                <p>{contentText(t, `guide.step.${i + 1}.text`, step.text).node}</p>
              </li>
            ))}
          </ol>
          <div className={styles.aside}>
            <EnlargeableFigure
              spec={guidelineImage}
              alt={t('installation.guidelineAlt', mm)}
              caption={t('installation.guidelineCaption')}
              sizes={FIGURE_SIZES}
            />
            <div className={styles.safety}>
              <h3>{t.node('installation.safety')}</h3>
              <ul>
                {safetyNotes.map((note, i) => (
                  <li key={note}>{contentText(t, `guide.safety.${i + 1}`, note).node}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="installation-video">
        <h2 id="installation-video">{t.node('installation.video')}</h2>
        <div className={styles.video}>
          <EmbedFacade
            src={youtubeEmbedUrl(INSTALLATION_VIDEO_ID)}
            title={t('installation.videoTitle')}
            playLabel={t('installation.play')}
            poster={<Img base={IMG_BASE} spec={installationPoster} alt="" sizes="(min-width: 52rem) 48rem, 100vw" />}
          />
        </div>
      </section>
    </>
  );
}
