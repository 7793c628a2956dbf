import JourneyCLI
import TeaTimerJourneyHost

JourneyTool.main(host: TeaTimerJourneyHost())
