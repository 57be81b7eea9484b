import type { TaskConfig } from 'payload'
import { countFailedJobRun } from './metrics'

type Task = { slug: string; onFail?: TaskConfig['onFail'] }

/** Every failed attempt of a queue task counted in /metrics (Payload calls `onFail` per attempt). */
export const countFailures = <T extends Task>(tasks: T[]): T[] =>
  tasks.map((task) => ({
    ...task,
    onFail: async (args) => {
      countFailedJobRun(task.slug)
      await task.onFail?.(args)
    },
  }))
