// The physical limit the benchmark compares `dnd-scenario check` with: libyaml reading a file
// and pulling every event, nothing more. `yaml-events FILE` prints the event count; exit 1
// when the file cannot be read, 2 when libyaml rejects it.
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-events FILE\n");
        return 1;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 1;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return 1;
    yaml_parser_set_input_file(&parser, file);
    long events = 0;
    int done = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", argv[1], parser.problem ? parser.problem : "invalid YAML");
            yaml_parser_delete(&parser);
            fclose(file);
            return 2;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    printf("%ld events\n", events);
    return 0;
}
