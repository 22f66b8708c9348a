/** The visit day (issue 14, docs/decisions/0020): the desk's queue controls, the waiting-room board, the patient's live view. */
export const visitEn = {
  queue: {
    title: 'Queue — {{doctor}}',
    chooseDoctor: 'Choose a doctor above to call their queue.',
    nowServing: 'Now serving',
    next: 'Next',
    waiting: 'Waiting',
    done: 'Done',
    averageMinutes: 'Minutes each',
    none: '—',
    callNext: 'Call next',
    recall: 'Recall',
    skip: 'Skip',
    working: 'Working...',
    arrived: 'Arrived',
    arrivedAt: 'Arrived {{time}}',
    skipped: 'skipped',
    bookedBy: 'Booked by',
    loadError: 'The queue could not be loaded.',
    retry: 'Try again',
  },
};
