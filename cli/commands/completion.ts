import type { Command } from 'commander';
import { act, examples } from '../program/define';
import { UsageError } from '../program/errors';
import type { CliRuntime } from '../program/runtime';
import { bashCompletion, commandTree, zshCompletion } from '../program/completion-scripts';

export function registerCompletion(program: Command, runtime: CliRuntime): void {
  examples(
    program
      .command('completion')
      .description('print a shell completion script for bash or zsh')
      .argument('<shell>', 'bash or zsh')
      .addHelpText(
        'after',
        `
For the current shell only: source <(arcbridge completion bash), or source <(arcbridge completion zsh).`,
      )
      .action(
        act<Record<string, never>>(runtime, async ([shell]) => {
          const tree = commandTree(program);
          if (shell === 'bash') runtime.io.out(bashCompletion(tree));
          else if (shell === 'zsh') runtime.io.out(zshCompletion(tree));
          else throw new UsageError(`completion: shell must be bash or zsh (got '${shell}')`);
        }),
      ),
    [
      'arcbridge completion bash > ~/.local/share/bash-completion/completions/arcbridge',
      'arcbridge completion zsh > "${fpath[1]}/_arcbridge"   # then restart zsh (compinit loads it)',
    ],
  );
}
