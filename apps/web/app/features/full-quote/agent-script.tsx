import type { PageScript } from '@insure/domain/full-quote'

/**
 * The agent's script beside a page of the full quote (call-centre mode, shell spec §6): what to say
 * on this page, in the company's words (GET A/pages/{id}/script). A complementary landmark, so a
 * screen reader reaches it by name.
 */
export function AgentScript({ script }: { script: PageScript }) {
  return (
    <aside className="agent-script" aria-label="Agent script">
      <h2 className="agent-script__title">Script: {script.title}</h2>
      {script.lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </aside>
  )
}
