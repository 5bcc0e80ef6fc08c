import { EmbedFacade, Img, PageMeta, youtubeEmbedUrl } from 'shared-ui';
import { INSTALLATION, PANEL } from 'shared-ui/data';
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

export function InstallationPage() {
  return (
    <>
      <PageMeta
        title="Installation Guidelines"
        description={`How to install UPVC ceiling panels: tools, a level frame at ${battenSpacingMaxMm} mm centres, trims, cutting, fixing and finishing, with drawings and a video.`}
        path={paths.installation}
      />
      <PageHeader title="Installation Guidelines">
        <p>
          Everything an installer needs to fit our {PANEL.thicknessMm} mm x {PANEL.widthMm} mm panels (
          {PANEL.standardLengthMm} mm long, {PANEL.longLengthMm} mm for White sand): the tools, the steps in order, a
          guideline drawing and a video of a real installation.
        </p>
      </PageHeader>

      <section className={styles.section} aria-labelledby="installation-tools">
        <h2 id="installation-tools">Tools you will need</h2>
        <div className={styles.split}>
          <EnlargeableFigure
            spec={toolsDiagram}
            alt={`Drawing of the tools: ${tools.join(', ')}.`}
            caption="Tools diagram"
            sizes={FIGURE_SIZES}
          />
          <ul className={styles.tools}>
            {tools.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="installation-steps">
        <h2 id="installation-steps">Step by step</h2>
        <div className={styles.split}>
          <ol className={styles.steps}>
            {installationSteps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <div className={styles.aside}>
            <EnlargeableFigure
              spec={guidelineImage}
              alt={`Ceiling plan: battens at most ${battenSpacingMaxMm} mm apart across ${PANEL.widthMm} mm panels, Top-Corner trim on every wall with a ${expansionGapMm} mm gap, staggered H-Corner joints over battens, and a light opening framed with U-Corner trim; with a section through a tongue-and-groove joint fixed with a Hanging Clip.`}
              caption="Installation guideline drawing"
              sizes={FIGURE_SIZES}
            />
            <div className={styles.safety}>
              <h3>Safety and limits</h3>
              <ul>
                {safetyNotes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="installation-video">
        <h2 id="installation-video">Installation video</h2>
        <div className={styles.video}>
          <EmbedFacade
            src={youtubeEmbedUrl(INSTALLATION_VIDEO_ID)}
            title="Installation video: how to install UPVC ceiling panels"
            playLabel="Play video: how to install UPVC ceiling panels"
            poster={<Img base={IMG_BASE} spec={installationPoster} alt="" sizes="(min-width: 52rem) 48rem, 100vw" />}
          />
        </div>
      </section>
    </>
  );
}
