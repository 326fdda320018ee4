import { STAGES, type Stage } from './useCropFlow';

const LABELS: Record<Stage, string> = { 'choose-img': 'Choose', 'crop-img': 'Crop', 'img-cropped': 'Upload' };

/** Choose, Crop, Upload, with the current step marked. */
export function StepList({ stage }: { stage: Stage }) {
  return (
    <ol className="iu-steps" aria-label="Steps">
      {STAGES.map((step, i) => (
        <li
          key={step}
          className={stage === step ? 'is-current' : ''}
          aria-current={stage === step ? 'step' : undefined}
        >
          <span aria-hidden="true">{i + 1}</span>
          {LABELS[step]}
        </li>
      ))}
    </ol>
  );
}
